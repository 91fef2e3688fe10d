// Placeholder entry; replaced by the CLI implementation.
public enum KontractCommandLine {
    public static func main() {}
}
