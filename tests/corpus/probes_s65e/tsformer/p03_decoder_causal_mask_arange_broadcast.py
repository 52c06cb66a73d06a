"""Transformer decoder self-attention with a causal mask built from `F.arange(prediction_length)` by
`F.broadcast_lesser_equal` of a row and a column, turned into a -1e9 bias, `expand_dims(0)` and added to
the (B, H, H) scores by `F.broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class CausalDecoderAttention(HybridBlock):
    def __init__(self, prediction_length=3, d_model=6, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False)

    def hybrid_forward(self, F, dec_in):
        q, k, v = F.split(self.qkv(dec_in), num_outputs=3, axis=2)
        steps = F.arange(self.prediction_length)
        allowed = F.broadcast_lesser_equal(steps.reshape((1, -1)), steps.reshape((-1, 1)))
        bias = ((1 - allowed) * -1e9).expand_dims(axis=0)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = CausalDecoderAttention
