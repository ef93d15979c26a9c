curl -X POST http://localhost:5000/check/settings \
  -H 'Content-Type: application/json' \
  -d '{"acceptTerms": "yes", "privateComments": false, "postedAt": "2025-06-01", "tags": ["news"], "title": "Hello", "readingMinutes": 5, "page": "2", "slug": "hello-world", "countryCode": "GB", "apiVersion": 2, "direction": "desc", "metadata": "{\"pinned\": true}", "password": "secret-1", "passwordConfirmation": "secret-1"}'
