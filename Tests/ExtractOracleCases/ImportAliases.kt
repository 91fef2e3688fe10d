@file:Suppress("unused")

package com.example.feature.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelStoreOwner as Owner
import kotlinx.coroutines.flow.*
import com.example.`data`.model.Item as Entry
import com.example.data.model.Outer.Inner
import com.example.data.model.Outer.Inner as NestedAlias
import kotlin.coroutines.cancellation.CancellationException as Cancelled
import io.ktor.client.HttpClient

/** A view model whose types come through every kind of import. */
class CartViewModel<T : Comparable<T>>(
    private val client: HttpClient,
    val owner: Owner,
) : ViewModel() {
    val items: StateFlow<List<Entry>> get() = TODO()
    val inner: NestedAlias? = null
    val innerByName: Inner? = null
    val qualified: kotlinx.coroutines.flow.Flow<(name: String, count: Int) -> Unit>? = null
    val deep: com.example.data.model.Outer.Inner? = null

    @Throws(Cancelled::class, kotlin.IllegalStateException::class)
    suspend fun load(first: T, vararg rest: T): Map<String, List<Entry?>> = TODO()

    fun <R : com.example.data.model.Outer> convert(block: suspend Owner.(Entry) -> R): R = TODO()
}
