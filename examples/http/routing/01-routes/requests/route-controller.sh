curl http://localhost:5000/posts/42/comments
