package com.example.app.functions

class Callbacks(
    val onClick: () -> Unit,
    val onText: (String) -> Unit = {},
    val mapper: (Int, String) -> Boolean = { _, _ -> true },
    val named: (index: Int, value: String) -> Unit = { _, _ -> },
    val receiver: String.() -> Int = { length },
    val suspending: suspend () -> Unit = {},
    val suspendingReceiver: suspend String.(Int) -> Unit = {},
    val nullable: (() -> Unit)? = null,
    val nullableSuspend: (suspend () -> String)? = null,
    val higher: ((Int) -> Int) -> (Int) -> Int = { it },
    val listOfFunctions: List<(String) -> Unit> = emptyList(),
)

typealias Handler = (event: String) -> Unit
typealias Reducer<S, A> = (state: S, action: A) -> S
