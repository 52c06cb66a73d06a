"""Adaptive softmax's training loss: targets bucketed by id range, the head target is the id
itself in the shortlist or the cluster's index otherwise; for each tail cluster that holds a
target in this batch (checked on the host with `.asscalar()`) the tail's log-prob of the relative
id is added to the head's; the loss is the mean negative log-likelihood."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 8), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, in_features=8, n_classes=16, cutoffs=(8,), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_classes = n_classes
        self.cutoffs = list(cutoffs) + [n_classes]
        self.shortlist = cutoffs[0]
        with self.name_scope():
            self.head = nn.Dense(self.shortlist + len(cutoffs), in_units=in_features)
            self.tail = nn.HybridSequential()
            for i in range(len(cutoffs)):
                self.tail.add(nn.Dense(self.cutoffs[i + 1] - self.cutoffs[i], in_units=in_features))

    def hybrid_forward(self, F, x, t):
        target = F.abs(t * self.n_classes).floor()
        head_target = F.where(target < self.shortlist, target, nd.zeros(target.shape))
        output = nd.zeros(target.shape)
        for i in range(len(self.cutoffs) - 1):
            low, high = self.cutoffs[i], self.cutoffs[i + 1]
            mask = (target >= low) * (target < high)
            head_target = head_target + mask * (self.shortlist + i)
            if mask.sum().asscalar() == 0:
                continue
            tail_logprob = F.log_softmax(self.tail[i](x), axis=1)
            output = output + mask * F.pick(tail_logprob, (target - low) * mask, axis=1)
        head_logprob = F.log_softmax(self.head(x), axis=1)
        output = output + F.pick(head_logprob, head_target, axis=1)
        return -output.mean()
