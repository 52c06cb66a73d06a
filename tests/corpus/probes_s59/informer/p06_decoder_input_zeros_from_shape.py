"""Informer decoder input with zero placeholders built as the reference code builds them: `F.zeros((x_enc.shape[0], self._pred_len, x_enc.shape[-1]))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 3)]


class ShapeDecoderInput(HybridBlock):
    def __init__(self, seq_len=10, label_len=4, pred_len=3, d_model=6, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        self._label_len = label_len
        self._pred_len = pred_len
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False, in_units=3)

    def hybrid_forward(self, F, x_enc):
        start = F.slice_axis(x_enc, axis=1, begin=self._seq_len - self._label_len, end=self._seq_len)
        zeros = F.zeros((x_enc.shape[0], self._pred_len, x_enc.shape[-1]))
        return self.embed(F.concat(start, zeros, dim=1))


Net = ShapeDecoderInput
