"""Informer encoder layer with its residual accumulated in place: `x += self.dropout(attn)` before the conv feed-forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class EncoderLayer(HybridBlock):
    def __init__(self, d_model=6, d_ff=8, **kwargs):
        super().__init__(**kwargs)
        self._scale = d_model ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False, in_units=d_model)
            self.dropout = nn.Dropout(0.1)
            self.norm1 = nn.LayerNorm(in_channels=d_model)
            self.conv1 = nn.Conv1D(d_ff, 1, in_channels=d_model, activation="relu")
            self.conv2 = nn.Conv1D(d_model, 1, in_channels=d_ff)
            self.norm2 = nn.LayerNorm(in_channels=d_model)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        attn = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1), v)
        x += self.dropout(attn)
        y = x = self.norm1(x)
        y = F.transpose(self.conv2(self.conv1(F.transpose(y, axes=(0, 2, 1)))), axes=(0, 2, 1))
        return self.norm2(x + y)


Net = EncoderLayer
