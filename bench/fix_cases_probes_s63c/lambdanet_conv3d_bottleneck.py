"""A LambdaResNet bottleneck: the 3x3 conv replaced by a lambda layer whose position lambdas come
from a Conv3D over the values (local context r, `v.reshape((b, 1, self.dim_v, hh, ww))`), the
position output by a plain broadcast `*` of queries and lambdas summed over k, heads from
`q.shape[1] // self.dim_k`, then BN, the 1x1 expansion, and `out += identity` with identity
downsampled when `x.shape[1] != out.shape[1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4)]


class LambdaConv(nn.HybridBlock):
    def __init__(self, dim, dim_out, dim_k=4, heads=2, r=3, **kwargs):
        super(LambdaConv, self).__init__(**kwargs)
        self.dim_k = dim_k
        self.dim_v = dim_out // heads
        with self.name_scope():
            self.to_q = nn.Conv2D(dim_k * heads, 1, in_channels=dim, use_bias=False)
            self.to_k = nn.Conv2D(dim_k, 1, in_channels=dim, use_bias=False)
            self.to_v = nn.Conv2D(self.dim_v, 1, in_channels=dim, use_bias=False)
            self.pos_conv = nn.Conv3D(dim_k, (1, r, r), padding=(0, r // 2, r // 2), in_channels=1)

    def hybrid_forward(self, F, x):
        b, c, hh, ww = x.shape
        q = self.to_q(x)
        heads = q.shape[1] // self.dim_k
        q = q.reshape((b, heads, self.dim_k, hh * ww))
        k = F.softmax(self.to_k(x).reshape((b, self.dim_k, hh * ww)), axis=-1)
        v = self.to_v(x)

        content_lambda = F.batch_dot(k, v.reshape((b, self.dim_v, hh * ww)), transpose_b=True)
        content_output = F.batch_dot(content_lambda, q.transpose((0, 2, 1, 3)).reshape(
            (b, self.dim_k, -1)), transpose_a=True).reshape((b, self.dim_v, heads, hh * ww))

        position_lambdas = self.pos_conv(v.reshape((b, 1, self.dim_v, hh, ww)))      # b k v hh ww
        position_lambdas = position_lambdas.reshape((b, 1, self.dim_k, self.dim_v, hh * ww))
        position_output = (q.expand_dims(3) * position_lambdas).sum(axis=2)          # b h v n

        out = content_output.transpose((0, 2, 1, 3)) + position_output
        return out.reshape((b, -1, hh, ww))


class Net(nn.HybridBlock):
    def __init__(self, in_planes=4, planes=4, expansion=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(planes, 1, in_channels=in_planes, use_bias=False)
            self.bn1 = nn.BatchNorm(in_channels=planes)
            self.lam = LambdaConv(planes, planes)
            self.bn2 = nn.BatchNorm(in_channels=planes)
            self.conv3 = nn.Conv2D(planes * expansion, 1, in_channels=planes, use_bias=False)
            self.bn3 = nn.BatchNorm(in_channels=planes * expansion)
            self.shortcut = nn.Conv2D(planes * expansion, 1, in_channels=in_planes, use_bias=False)

    def hybrid_forward(self, F, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = F.relu(self.bn2(self.lam(out)))
        out = self.bn3(self.conv3(out))
        identity = x
        if x.shape[1] != out.shape[1]:
            identity = self.shortcut(x)
        out += identity
        return F.relu(out)
