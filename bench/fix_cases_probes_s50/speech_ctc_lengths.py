"""CTC acoustic head: a strided convolution over time halves the frames; the output lengths are returned for the CTC loss."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 5)]


class Net(nn.HybridBlock):
    def __init__(self, feat=5, vocab=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.sub = nn.Conv1D(8, 3, strides=2, padding=1, in_channels=feat)
            self.out = nn.Dense(vocab, in_units=8, flatten=False)

    def hybrid_forward(self, F, x):
        h = F.relu(self.sub(x.transpose((0, 2, 1))))
        t_out = (x.shape[1] - 1) // 2 + 1
        logits = self.out(h.transpose((0, 2, 1)))
        lengths = F.ones((x.shape[0],)) * t_out
        return F.log_softmax(logits, axis=-1), lengths
