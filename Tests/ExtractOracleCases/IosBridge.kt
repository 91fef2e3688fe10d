package com.example.app.ios

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.StateFlow
import kotlin.native.ObjCName
import kotlin.experimental.ExperimentalObjCName

@OptIn(ExperimentalObjCName::class)
@ObjCName(swiftName = "SearchViewModel")
class IosSearchViewModel(private val scope: CoroutineScopeProvider) {
    @NativeCoroutinesState
    val state: StateFlow<SearchState> = scope.state()

    @NativeCoroutines
    fun results(query: String): Flow<List<String>> = scope.search(query)

    @Throws(CancellationException::class, IllegalStateException::class)
    suspend fun refresh(force: Boolean = false) {}

    @HiddenFromObjC
    fun internalOnly() {}

    @ShouldRefineInSwift
    fun refined(): Int = 1
}

fun interface CoroutineScopeProvider {
    fun state(): StateFlow<SearchState>
}
