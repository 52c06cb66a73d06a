"""FastPitch's pitch conditioning: a conv predictor over the encoder states (N, T, C) transposed to
(N, C, T), masked by lengths `F.arange(enc.shape[1]) < lens.reshape((-1, 1))` with a plain `<`, and the
target pitch embedded by a Conv1D over `pitch.reshape((enc.shape[0], 1, enc.shape[1]))`, added back
to the masked encoder states."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2,), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, filters=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pred1 = nn.Conv1D(filters, 3, padding=1, in_channels=channels, activation='relu')
            self.pred_norm = nn.LayerNorm(in_channels=filters)
            self.pred_out = nn.Dense(1, in_units=filters, flatten=False)
            self.pitch_emb = nn.Conv1D(channels, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, enc, lens, pitch_tgt):
        lens = F.floor((lens + 1.0) * 2.0) + 1.0          # 1..5 tokens
        mask = F.arange(enc.shape[1]).reshape((1, -1)) < lens.reshape((-1, 1))
        enc = enc * mask.expand_dims(2)
        h = self.pred1(enc.transpose((0, 2, 1))).transpose((0, 2, 1))
        pitch_pred = self.pred_out(self.pred_norm(h)).squeeze(axis=2) * mask
        emb = self.pitch_emb(pitch_tgt.reshape((enc.shape[0], 1, enc.shape[1])))
        return enc + emb.transpose((0, 2, 1)), pitch_pred
