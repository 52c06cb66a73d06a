"""Top-k filtering with the 0/1 mask `topk(ret_typ='mask')` gives back, filtered logits by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TopKMask(HybridBlock):
    def __init__(self, vocab=10, k=4, **kwargs):
        super(TopKMask, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h)
        keep = F.topk(logits, k=self.k, ret_typ="mask")
        return F.softmax(F.where(keep, logits, F.ones_like(logits) * -1e9))


Net = TopKMask
