package com.example.app.nesting

class Level1 {
    class Level2 {
        class Level3 {
            class Level4(val depth: Int = 4) {
                enum class Kind { A, B }
                object Singleton
                interface Marker
                companion object {
                    fun make() = Level4()
                }
            }
        }
    }
}
