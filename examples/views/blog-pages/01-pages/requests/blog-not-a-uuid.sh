curl http://localhost:5000/blog/abc
