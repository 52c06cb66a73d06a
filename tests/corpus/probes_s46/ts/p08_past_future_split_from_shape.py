"""Past/future split whose context length is computed as `past_feat.shape[1] - history_offset`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 9, 3), (2, 4, 3), (2, 9)]


class Net(HybridBlock):
    def __init__(self, history_offset=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._offset = history_offset
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout="NTC", input_size=3)
            self.out = nn.Dense(1, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, past_feat, future_feat, past_target):
        ctx = past_feat.shape[1] - self._offset
        past_feat = F.slice_axis(past_feat, axis=1, begin=-ctx, end=None)
        out = F.squeeze(self.out(self.rnn(F.concat(past_feat, future_feat, dim=1))), axis=2)
        return out + F.broadcast_like(F.mean(past_target, axis=1, keepdims=True), out)
