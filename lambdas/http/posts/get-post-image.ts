import middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { postImageUrl } from '#lambdas/core/posts/post-images.ts';
import { httpErrors } from '../http-errors.ts';
import { parseRequest, type ApiEvent } from '../parse-request.ts';

// Blog images live in the private uploads bucket under blog/: anyone reading a
// post is redirected to a short-lived presigned GET (cacheable for a few minutes).
export const handler = middy<ApiEvent, APIGatewayProxyResultV2, Error, Context>()
  .use(httpErrors())
  .handler(async (event) => {
    const { params } = await parseRequest(contentRoutes.getPostImage, event);
    const { url } = await postImageUrl(params.imageName);
    return { statusCode: 302, headers: { location: url, 'cache-control': 'public, max-age=300' }, body: '' };
  });
