"""Trajectory encoder (Social-LSTM style): relative displacements by two shifted `slice_axis` views, an LSTM encoder, a decoder head reshaped to (N, pred_len, 2) by reshape codes."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 8, 2)]


class TrajEncoderDecoder(HybridBlock):
    def __init__(self, hidden=8, pred_len=4, **kwargs):
        super().__init__(**kwargs)
        self.pred_len = pred_len
        with self.name_scope():
            self.embed = nn.Dense(hidden, flatten=False, activation="relu", in_units=2)
            self.encoder = rnn.LSTM(hidden, layout="NTC", input_size=hidden)
            self.head = nn.Dense(pred_len * 2, in_units=hidden)

    def hybrid_forward(self, F, obs):
        rel = F.slice_axis(obs, axis=1, begin=1, end=None) - F.slice_axis(obs, axis=1, begin=0, end=-1)
        enc = self.encoder(self.embed(rel))
        last = F.squeeze(F.slice_axis(enc, axis=1, begin=-1, end=None), axis=1)
        return F.reshape(self.head(last), (0, self.pred_len, 2))


Net = TrajEncoderDecoder
