curl http://localhost:5000/details/arguments/7/posts/42
