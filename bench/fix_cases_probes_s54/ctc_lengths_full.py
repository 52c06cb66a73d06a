"""CTC loss on a recognizer's (T, N, C) activations with data lengths: every sequence's length is the full time axis (nd.full of the batch size), labels padded with -1 count their own lengths."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(6, 2, 5), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(5, in_units=5, flatten=False)

    def hybrid_forward(self, F, pred, label):
        pred = self.proj(pred)
        label = F.floor(F.abs(label) * 4) + 1
        pred_lengths = nd.full((pred.shape[1],), pred.shape[0])
        label_lengths = (label >= 0).sum(axis=1)
        return F.CTCLoss(pred, label, pred_lengths, label_lengths,
                         use_data_lengths=True, use_label_lengths=True)
