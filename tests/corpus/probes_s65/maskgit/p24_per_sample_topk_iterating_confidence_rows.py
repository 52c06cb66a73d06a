"""MaskGIT re-masking per sample as a PyTorch loop writes it, `for row in conf:` over the (N, L) confidences, each row's k-th largest by `topk` and the rows re-stacked -- a Symbol iterates over its outputs, not its rows."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class RowwiseRemask(HybridBlock):
    def __init__(self, codebook=8, d=8, n_keep=2, **kwargs):
        super(RowwiseRemask, self).__init__(**kwargs)
        self._k = n_keep
        with self.name_scope():
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, h):
        conf = F.max(F.softmax(self.head(h), axis=-1), axis=-1)
        kth = []
        for row in conf:
            kth.append(F.slice_axis(F.topk(row, axis=-1, k=self._k, ret_typ="value"), axis=-1,
                                    begin=self._k - 1, end=self._k))
        return F.broadcast_greater_equal(conf, F.stack(*kth, axis=0))


Net = RowwiseRemask
