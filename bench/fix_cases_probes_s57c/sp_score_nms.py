"""SuperPoint's fast non-maximum suppression: max-pooling finds the local maxima, two rounds suppress their neighbours, and the kept scores are written over `F.zeros(scores.shape)`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, radius=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.radius = radius
        with self.name_scope():
            self.head = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def _max_pool(self, F, x):
        k = self.radius * 2 + 1
        return F.Pooling(x, kernel=(k, k), stride=(1, 1), pad=(self.radius, self.radius), pool_type='max')

    def hybrid_forward(self, F, x):
        scores = F.sigmoid(self.head(x))
        zeros = F.zeros(scores.shape)
        max_mask = scores == self._max_pool(F, scores)
        for _ in range(2):
            supp_mask = self._max_pool(F, max_mask) > 0
            supp_scores = F.where(supp_mask, zeros, scores)
            new_max = supp_scores == self._max_pool(F, supp_scores)
            max_mask = F.logical_or(max_mask, F.logical_and(new_max, F.logical_not(supp_mask)))
        return F.where(max_mask, scores, zeros)
