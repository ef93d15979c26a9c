curl http://localhost:5000/public/posts/not-a-uuid
