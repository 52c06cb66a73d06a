"""EfficientViT's LiteMLA (lightweight multi-scale linear attention): a 1x1 qkv conv, the multi-scale tokens
from a 5x5 depthwise conv and a grouped 1x1 conv of the qkv, concatenated with it; the heads viewed as
(b, -1, 3 * dim, h * w) from the unpacked shape, q/k/v cut by legacy subscripts on the last axis, the ReLU
kernel, V padded with a row of ones (`ones` of a shape built from the sizes) so that one product
`(V K^T) Q` also gives the normaliser `K^T 1`, the output divided by the last row."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, dim=4, eps=1e-15, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        self.eps = eps
        heads = in_channels // dim
        total = 3 * heads * dim
        with self.name_scope():
            self.qkv = nn.Conv2D(total, 1, in_channels=in_channels, use_bias=False)
            self.agg_dw = nn.Conv2D(total, 5, padding=2, groups=total, in_channels=total, use_bias=False)
            self.agg_pw = nn.Conv2D(total, 1, groups=3 * heads, in_channels=total, use_bias=False)
            self.proj = nn.Conv2D(in_channels, 1, in_channels=2 * heads * dim)

    def hybrid_forward(self, F, x):
        qkv = self.qkv(x)
        multi = F.concat(qkv, self.agg_pw(self.agg_dw(qkv)), dim=1)
        B, _, H, W = multi.shape
        multi = multi.reshape((B, -1, 3 * self.dim, H * W)).transpose((0, 1, 3, 2))
        q = F.relu(multi[..., 0:self.dim])
        k = F.relu(multi[..., self.dim:2 * self.dim])
        v = multi[..., 2 * self.dim:]
        heads = v.shape[1]
        v = F.concat(v, F.ones((B, heads, H * W, 1)), dim=-1)
        v = v.reshape((B * heads, H * W, self.dim + 1))
        k = k.reshape((B * heads, H * W, self.dim))
        q = q.reshape((B * heads, H * W, self.dim))
        vk = F.batch_dot(v, k, transpose_a=True)
        out = F.batch_dot(q, vk, transpose_b=True)
        out = out[..., :-1] / (out[..., -1:] + self.eps)
        out = out.reshape((B, heads, H, W, self.dim)).transpose((0, 1, 4, 2, 3)).reshape((B, -1, H, W))
        return self.proj(out)
