"""Contextual attention (DeepFill): foreground and background features folded to (N, C, H*W) by their unpacked shape, cosine scores masked by the hole mask resized to the feature size, attention over the background, the result unfolded."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4), (2, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, scale=10.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = scale

    def hybrid_forward(self, F, f, b, mask):
        n, c, h, w = f.shape
        m = F.contrib.BilinearResize2D(mask, height=h, width=w)
        fq = f.reshape((n, c, h * w))
        bk = b.reshape((n, c, h * w))
        fq = fq / (F.norm(fq, axis=1, keepdims=True) + 1e-4)
        bk = bk / (F.norm(bk, axis=1, keepdims=True) + 1e-4)
        score = F.batch_dot(fq, bk, transpose_a=True) * self.scale
        valid = m.reshape((n, 1, h * w)) <= 0
        score = score * valid - 1e4 * (1 - valid)
        attn = F.softmax(score, axis=2)
        out = F.batch_dot(bk, attn, transpose_b=True)
        return out.reshape((n, c, h, w))
