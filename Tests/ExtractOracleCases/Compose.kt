package com.example.app.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier

@Composable
fun Screen(
    title: String,
    modifier: Modifier = Modifier,
    onBack: (() -> Unit)? = null,
    actions: @Composable RowScope.() -> Unit = {},
    content: @Composable () -> Unit,
) {
    content()
}

@Composable
internal fun Preview() = Screen("t") {}

class Slots(val header: @Composable (String) -> Unit, val list: List<@Composable () -> Unit> = emptyList())
