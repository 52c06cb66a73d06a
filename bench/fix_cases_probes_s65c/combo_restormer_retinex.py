"""Retinexformer-style low-light enhancement: RetinexNet's illumination estimate (the channel mean
concatenated to the image, a conv to an illumination feature and a 3-channel light-up map,
`img * illu_map + img`), then Restormer's channel attention guided by it: q, k, v viewed as
(b, heads, c / heads, h * w) with `b, c, h, w = x.shape`, v multiplied by the illumination
feature, q and k L2-normalised along the pixels, the scores scaled by a (heads, 1, 1) `rescale`
Parameter; `out += img` as the residual."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.conv1 = nn.Conv2D(dim, 1, in_channels=4)
            self.depth_conv = nn.Conv2D(dim, 5, padding=2, groups=4, in_channels=dim)
            self.conv2 = nn.Conv2D(3, 1, in_channels=dim)
            self.embedding = nn.Conv2D(dim, 3, padding=1, use_bias=False, in_channels=3)
            self.to_qkv = nn.Conv2D(dim * 3, 1, use_bias=False, in_channels=dim)
            self.rescale = self.params.get('rescale', shape=(heads, 1, 1), init=mx.init.One())
            self.proj = nn.Conv2D(3, 3, padding=1, in_channels=dim)

    def hybrid_forward(self, F, img, rescale):
        mean_c = img.mean(axis=1).expand_dims(1)
        illu_fea = self.depth_conv(self.conv1(F.concat(img, mean_c, dim=1)))
        illu_map = self.conv2(illu_fea)
        x = self.embedding(img * illu_map + img)
        b, c, h, w = x.shape
        q, k, v = F.split(self.to_qkv(x), num_outputs=3, axis=1)
        q = q.reshape((b, self.heads, -1, h * w))
        k = k.reshape((b, self.heads, -1, h * w))
        v = v.reshape((b, self.heads, -1, h * w)) * illu_fea.reshape((b, self.heads, -1, h * w))
        q = q / (F.norm(q, axis=-1, keepdims=True) + 1e-12)
        k = k / (F.norm(k, axis=-1, keepdims=True) + 1e-12)
        attn = F.softmax(F.linalg.gemm2(k, q, transpose_b=True) * rescale, axis=-1)
        out = F.linalg.gemm2(attn, v).reshape((b, c, h, w))
        out = self.proj(out)
        out += img
        return out
