package com.example.app.skie

import co.touchlab.skie.configuration.annotations.DefaultArgumentInterop
import co.touchlab.skie.configuration.annotations.EnumInterop
import co.touchlab.skie.configuration.annotations.FlowInterop
import co.touchlab.skie.configuration.annotations.SealedInterop
import co.touchlab.skie.configuration.annotations.SuspendInterop

@SealedInterop.Enabled
sealed class Screen {
    @SealedInterop.Case.Visible
    data object Home : Screen()
    @SealedInterop.Case.Hidden
    data class Detail(val id: Int) : Screen()
    @SealedInterop.ElseName("Unknown")
    object Other : Screen()
}

@EnumInterop.Disabled
enum class Mode { A, B }

class Service {
    @SuspendInterop.Disabled
    suspend fun load(): String = ""

    @FlowInterop.Enabled
    fun updates(): kotlinx.coroutines.flow.Flow<Int> = TODO()

    @DefaultArgumentInterop.Enabled
    fun configure(a: Int = 1, b: Int = 2) {}

    @DefaultArgumentInterop.MaximumDefaultArgumentCount(5)
    fun many(a: Int = 1) {}
}
