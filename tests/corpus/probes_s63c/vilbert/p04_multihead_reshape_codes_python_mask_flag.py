"""ViLBERT multi-head cross attention: heads split by reshape codes `(0, 0, -4, H, -1)` and merged by `(-3, 0, 0)`-style codes around `batch_dot`; the image mask applied only `if self._use_img_mask:` (a python flag from the constructor) with a (N, R) mask input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 3, 8), (2, 3)]


class MultiHeadCross(HybridBlock):
    def __init__(self, units=8, heads=2, use_img_mask=True, **kwargs):
        super(MultiHeadCross, self).__init__(**kwargs)
        self._h, self._d, self._use_img_mask = heads, units // heads, use_img_mask
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.kv = nn.Dense(2 * units, flatten=False, in_units=units)

    def _heads(self, F, x):
        return x.reshape((0, 0, -4, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, txt, img, img_mask):
        k, v = F.split(self.kv(img), num_outputs=2, axis=-1)
        q, k, v = self._heads(F, self.q(txt)), self._heads(F, k), self._heads(F, v)
        scores = F.batch_dot(q, k, transpose_b=True) / (self._d ** 0.5)
        if self._use_img_mask:
            bias = (1.0 - (img_mask > 0)) * -1e4
            bias = F.repeat(bias.expand_dims(1), repeats=self._h, axis=0)
            scores = F.broadcast_add(scores, bias)
        out = F.batch_dot(F.softmax(scores, axis=-1), v)
        return out.reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))


Net = MultiHeadCross
