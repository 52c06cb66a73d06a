"""SegRNN's encoder: RevIN-style subtraction of the last value `x[:, -1:, :]` (a plain `-` of (B, L, C)
and (B, 1, C)), channels folded into the batch, the lookback cut into segments of length w by
`reshape((B * C, L // w, w))` from the unpacked shape, a Dense value embedding with ReLU and a GRU over the
segments whose last step is the summary; the head maps it back per channel and adds the last value."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 24, 3)]


class Net(nn.HybridBlock):
    def __init__(self, seg_len=6, d_model=16, pred_len=12, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.seg_len = seg_len
        self.pred_len = pred_len
        with self.name_scope():
            self.value_embedding = nn.Dense(d_model, in_units=seg_len, flatten=False)
            self.rnn = rnn.GRU(d_model, layout='NTC', input_size=d_model)
            self.head = nn.Dense(pred_len, in_units=d_model)

    def hybrid_forward(self, F, x):
        B, L, C = x.shape
        seq_last = x[:, -1:, :]
        x = (x - seq_last).transpose((0, 2, 1))
        x = x.reshape((B * C, L // self.seg_len, self.seg_len))
        x = F.relu(self.value_embedding(x))
        out = self.rnn(x)
        hn = out[:, -1, :]
        y = self.head(hn).reshape((B, C, self.pred_len))
        return y.transpose((0, 2, 1)) + seq_last
