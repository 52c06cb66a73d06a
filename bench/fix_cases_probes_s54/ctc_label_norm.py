"""CTC head on (N, T, C) features: swapped to time-major for CTCLoss, the per-sample loss normalised by the padded label length read from the label's shape."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(5, in_units=4, flatten=False)

    def hybrid_forward(self, F, feats, label):
        label = F.floor(F.abs(label) * 4)
        pred = self.head(feats).transpose((1, 0, 2))
        loss = F.CTCLoss(pred, label, blank_label='last')
        return loss / label.shape[1]
