"""Pointer-network output layer: additive (Bahdanau) attention of the decoder state over encoder positions, `v^T tanh(W1 e + W2 d)` with `expand_dims`/`broadcast_add`, padded positions masked by `F.where` on a length mask from `SequenceMask`, log-softmax over positions as the output distribution."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8), (3, 8), (3,)]


class Net(HybridBlock):
    def __init__(self, units=8, attn_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w_enc = nn.Dense(attn_units, flatten=False, use_bias=False, in_units=units)
            self.w_dec = nn.Dense(attn_units, use_bias=False, in_units=units)
            self.v = nn.Dense(1, flatten=False, use_bias=False, in_units=attn_units)

    def hybrid_forward(self, F, enc, dec, lengths):
        lengths = F.round(F.abs(lengths) * 6) + 1                                   # 1..7 valid positions
        scores = self.v(F.tanh(F.broadcast_add(self.w_enc(enc), self.w_dec(dec).expand_dims(1))))
        scores = scores.squeeze(axis=-1)                                             # (N, T)
        valid = F.SequenceMask(F.ones_like(scores), sequence_length=lengths,
                               use_sequence_length=True, axis=1)
        scores = F.where(valid, scores, F.ones_like(scores) * -1e9)
        return F.log_softmax(scores, axis=-1)
