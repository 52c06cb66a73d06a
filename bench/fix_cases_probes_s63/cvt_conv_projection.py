"""CvT's convolutional projection attention: tokens (B, 1 + H*W, C) with a class token split off by
`cls_token, x = x[:, :1], x[:, 1:]`, the rest back to a map `x.transpose((0, 2, 1)).reshape((B, C, h,
w))` with h, w handed in from the embedding's output, q/k/v by depthwise conv + BatchNorm (k and v
strided), flattened, the class token concatenated back to each, heads split by `(B, T, heads, C //
heads)` from `B, T, C = q.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


def conv_proj(dim, stride):
    proj = nn.HybridSequential()
    proj.add(nn.Conv2D(dim, 3, strides=stride, padding=1, groups=dim, use_bias=False, in_channels=dim),
             nn.BatchNorm(in_channels=dim))
    return proj


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.embed = nn.Conv2D(dim, 3, strides=2, padding=1, in_channels=3)
            self.embed_norm = nn.LayerNorm(in_channels=dim)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim))
            self.conv_q = conv_proj(dim, 1)
            self.conv_k = conv_proj(dim, 2)
            self.conv_v = conv_proj(dim, 2)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def _heads(self, t):
        B, T, C = t.shape
        return t.reshape((B, T, self.num_heads, C // self.num_heads)).transpose((0, 2, 1, 3)).reshape(
            (B * self.num_heads, T, C // self.num_heads))

    def hybrid_forward(self, F, img, cls_token):
        x = self.embed(img)
        B, C, h, w = x.shape
        x = self.embed_norm(x.reshape((B, C, h * w)).transpose((0, 2, 1)))
        x = F.concat(F.broadcast_to(cls_token, (B, 1, C)), x, dim=1)
        cls_token, x = x[:, :1], x[:, 1:]
        x = x.transpose((0, 2, 1)).reshape((B, C, h, w))
        q = F.concat(cls_token, self.conv_q(x).reshape((B, C, -1)).transpose((0, 2, 1)), dim=1)
        k = F.concat(cls_token, self.conv_k(x).reshape((B, C, -1)).transpose((0, 2, 1)), dim=1)
        v = F.concat(cls_token, self.conv_v(x).reshape((B, C, -1)).transpose((0, 2, 1)), dim=1)
        q, k, v = self._heads(q), self._heads(k), self._heads(v)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(attn, v).reshape((B, self.num_heads, -1, C // self.num_heads))
        out = out.transpose((0, 2, 1, 3)).reshape((B, -1, C))
        return self.proj(out)
