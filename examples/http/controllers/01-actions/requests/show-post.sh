curl http://localhost:5000/posts/$POST_ID
