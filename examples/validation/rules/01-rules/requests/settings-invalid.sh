curl -X POST http://localhost:5000/check/settings \
  -H 'Content-Type: application/json' \
  -d '{"acceptTerms": "no", "privateComments": "true", "postedAt": "2024-06-01", "tags": ["news", "beta", "release"], "title": "Hi", "readingMinutes": "5", "page": "two", "slug": "Hello World", "countryCode": "GBR", "apiVersion": "2", "direction": "sideways", "metadata": "{not json", "password": "secret-1", "passwordConfirmation": "secret-2"}'
