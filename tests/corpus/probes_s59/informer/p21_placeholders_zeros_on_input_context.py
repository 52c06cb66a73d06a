"""Informer decoder placeholders made by `F.zeros((2, pred_len, 3), ctx=x_enc.context)` with python sizes; the input's `.context` is NDArray-only."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 3)]


class ContextDecoderInput(HybridBlock):
    def __init__(self, batch=2, seq_len=10, label_len=4, pred_len=3, c_in=3, **kwargs):
        super().__init__(**kwargs)
        self._batch = batch
        self._seq_len = seq_len
        self._label_len = label_len
        self._pred_len = pred_len
        self._c_in = c_in
        with self.name_scope():
            self.embed = nn.Dense(6, flatten=False, in_units=c_in)

    def hybrid_forward(self, F, x_enc):
        start = F.slice_axis(x_enc, axis=1, begin=self._seq_len - self._label_len, end=self._seq_len)
        zeros = F.zeros((self._batch, self._pred_len, self._c_in), ctx=x_enc.context)
        return self.embed(F.concat(start, zeros, dim=1))


Net = ContextDecoderInput
