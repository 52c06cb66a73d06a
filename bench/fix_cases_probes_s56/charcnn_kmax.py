"""Dynamic k-max pooling (Kalchbrenner et al.): k chosen from the sequence length `max(self.k_top, h.shape[2] // 2)`, the top-k values per channel, then flattened by reshape with the batch size into a classifier sized for the largest k."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 10)]


class Net(nn.HybridBlock):
    def __init__(self, k_top=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k_top = k_top
        with self.name_scope():
            self.conv = nn.Conv1D(3, 3, padding=1, in_channels=4, activation='relu')
            self.fc = nn.Dense(2)

    def hybrid_forward(self, F, x):
        h = self.conv(x)
        k = max(self.k_top, h.shape[2] // 2)
        top = F.topk(h, axis=2, k=k, ret_typ='value')
        return self.fc(top.reshape((x.shape[0], -1)))
