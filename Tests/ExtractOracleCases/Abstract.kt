package com.example.app.abstract

abstract class UseCase<in P, out R> {
    protected abstract suspend fun execute(params: P): R
    suspend operator fun invoke(params: P): R = execute(params)
}

class GetUser : UseCase<String, String>() {
    override suspend fun execute(params: String): String = params
}

abstract class NoParams<out R> : UseCase<Unit, R>()
