"""MaskGIT iterative decoding over a python number of steps: per step the transformer's logits, sampled ids by `argmax`, confidences by `max` of the softmax; already-known tokens get +inf confidence by `where`; the `n_keep(step)` most confident (a python schedule) are kept by comparing against the k-th `topk` value with `broadcast_greater_equal`, the rest re-masked."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class IterativeDecoder(HybridBlock):
    def __init__(self, codebook=8, seq_len=6, d=8, steps=3, **kwargs):
        super(IterativeDecoder, self).__init__(**kwargs)
        self._mask_id, self._len, self._steps = codebook, seq_len, steps
        with self.name_scope():
            self.emb = nn.Embedding(codebook + 1, d)
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def n_keep(self, step):
        return self._len - int(math.floor(math.cos(math.pi / 2 * (step + 1) / self._steps) * self._len))

    def hybrid_forward(self, F, start_raw):
        tokens = F.ones_like(start_raw) * self._mask_id
        for step in range(self._steps):
            probs = F.softmax(self.head(self.emb(tokens)), axis=-1)
            sampled = F.argmax(probs, axis=-1)
            unknown = tokens == self._mask_id
            conf = F.where(unknown, F.max(probs, axis=-1), F.ones_like(sampled) * 1e9)
            k = max(1, self.n_keep(step))
            kth = F.slice_axis(F.topk(conf, axis=-1, k=k, ret_typ="value"), axis=-1, begin=k - 1, end=k)
            keep = F.broadcast_greater_equal(conf, kth)
            tokens = F.where(keep, F.where(unknown, sampled, tokens), F.ones_like(tokens) * self._mask_id)
        return tokens


Net = IterativeDecoder
