import {
  Duration,
  Fn,
  RemovalPolicy,
  type Stack,
  type aws_apigateway as apigw,
  type aws_certificatemanager as acm,
  aws_cloudfront as cloudfront,
  aws_cloudfront_origins as origins,
  aws_s3 as s3,
  aws_s3_deployment as s3deploy,
} from 'aws-cdk-lib';
import { FORWARDED_TO_API, ORIGIN_HEADER } from '@clinique/api';
import { API_STAGE } from './api.ts';
import { BUILD_ONLY_FOLDERS, listBuildKeys } from './build-files.ts';
import type { DeploymentConfig } from './config.ts';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, inlineScriptHashes } from './csp.ts';
import { deploymentGroups } from './deployment-groups.ts';
import { newLogGroup } from './firewall.ts';
import { viewerRequestCode, viewerResponseCode } from './edge-functions.ts';

export interface StaticSiteProps {
  config: DeploymentConfig;
  clientDir: string;
  certificate: acm.ICertificate;
  webAclArn: string;
  api: apigw.RestApi;
  originSecrets: string[];
}

/** Adds its resources to the stack itself, so their logical ids stay those already deployed. */
export function createStaticSite(
  stack: Stack,
  { config, clientDir, certificate, webAclArn, api, originSecrets }: StaticSiteProps,
): cloudfront.Distribution {
  const keys = listBuildKeys(clientDir);
  const bucket = new s3.Bucket(stack, 'SiteBucket', {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });

  const htmlKeys = keys.filter((key) => key.endsWith('.html'));
  const headersPolicy = (id: string, comment: string, csp: string, cspOverride: boolean) =>
    new cloudfront.ResponseHeadersPolicy(stack, id, {
      comment: `Clinique ${config.stage}: ${comment}`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: cspOverride },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value:
              'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
            override: true,
          },
        ],
      },
    });
  const headers = headersPolicy(
    'SecurityHeaders',
    'security headers',
    contentSecurityPolicy(inlineScriptHashes(clientDir, htmlKeys)),
    true,
  );
  // The API's answers keep their own policy; JSON gets the strictest one, never the site's.
  const apiHeaders = headersPolicy(
    'ApiSecurityHeaders',
    'API security headers',
    API_CONTENT_SECURITY_POLICY,
    false,
  );

  const viewerRequest = new cloudfront.Function(stack, 'RoutingRequest', {
    comment: 'Clean URLs, trailing slashes, nearest 404 page (site/server/routing.ts)',
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(
      viewerRequestCode(keys, config.redirectHosts.length > 0 ? config.siteHost : undefined),
    ),
  });
  const viewerResponse = new cloudfront.Function(stack, 'RoutingResponse', {
    comment: '404 pages answer with the status 404 (site/server/routing.ts)',
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(viewerResponseCode()),
  });

  const apiOrigin = new origins.HttpOrigin(
    `${api.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
    {
      originPath: `/${API_STAGE}`,
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      // Replaces any header of that name a visitor sends.
      customHeaders: { [ORIGIN_HEADER]: Fn.select(0, originSecrets) },
    },
  );
  const distribution = new cloudfront.Distribution(stack, 'Distribution', {
    comment: `Clinique ${config.stage}: ${config.siteHost}`,
    httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
    minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
    priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
    domainNames: [config.siteHost, ...config.redirectHosts],
    certificate,
    webAclId: webAclArn,
    // Access logs: standard logging v2 with chosen fields, no query string (EdgeMonitoring).
    defaultBehavior: {
      origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [
        { function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        { function: viewerResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
      ],
    },
    additionalBehaviors: {
      '/api/*': {
        origin: apiOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        // Named, not a managed policy: the per-viewer limits need CloudFront-Viewer-Address.
        originRequestPolicy: new cloudfront.OriginRequestPolicy(stack, 'ApiRequests', {
          comment: 'What the API functions read of the viewer request',
          headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
            ...FORWARDED_TO_API.headers,
          ),
          cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(
            ...FORWARDED_TO_API.cookies,
          ),
          queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
        }),
        responseHeadersPolicy: apiHeaders,
        compress: true,
      },
    },
  });

  // One deployment per cache group and text type (deployment-groups.ts).
  const source = s3deploy.Source.asset(clientDir, { exclude: BUILD_ONLY_FOLDERS });
  // The deployments share one function: its log group, kept like every other.
  const deployLogs = newLogGroup(stack, 'DeployLogs');
  let previous: s3deploy.BucketDeployment | undefined;
  const groups = deploymentGroups(keys);
  groups.forEach((group, index) => {
    const deployment = new s3deploy.BucketDeployment(stack, `Deploy-${group.id}`, {
      sources: [source],
      destinationBucket: bucket,
      destinationKeyPrefix: group.prefix,
      include: group.include,
      exclude: group.exclude,
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(group.cacheControl)],
      contentType: group.contentType,
      metadata: group.metadata,
      memoryLimit: 512,
      logGroup: deployLogs,
      ...(index === groups.length - 1 ? { distribution, distributionPaths: ['/*'] } : {}),
    });
    if (previous) deployment.node.addDependency(previous);
    previous = deployment;
  });
  return distribution;
}
