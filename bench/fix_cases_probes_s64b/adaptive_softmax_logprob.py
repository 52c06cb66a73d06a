"""Adaptive softmax's full log-probabilities (as `AdaptiveLogSoftmaxWithLoss.log_prob`): the head
scores the shortlist and one logit per tail cluster; each tail cluster's log-probs over its ids
(a down-projection then a Dense to the cluster size) are added to the head's log-prob of that
cluster, read as a column `head_logprob[:, shortlist + i]` and reshaped to `(n, 1)`."""
from mxnet.gluon import nn


INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, in_features=8, n_classes=20, cutoffs=(6, 12), div_value=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.shortlist = cutoffs[0]
        edges = list(cutoffs) + [n_classes]
        self.n_clusters = len(edges) - 1
        with self.name_scope():
            self.head = nn.Dense(self.shortlist + self.n_clusters, in_units=in_features)
            self.tail = nn.HybridSequential()
            for i in range(self.n_clusters):
                hsz = in_features // (div_value ** (i + 1))
                osz = edges[i + 1] - edges[i]
                proj = nn.HybridSequential()
                proj.add(nn.Dense(hsz, in_units=in_features, use_bias=False),
                         nn.Dense(osz, in_units=hsz, use_bias=False))
                self.tail.add(proj)

    def hybrid_forward(self, F, x):
        n = x.shape[0]
        head_logprob = F.log_softmax(self.head(x), axis=1)
        out = [head_logprob[:, :self.shortlist]]
        for i in range(self.n_clusters):
            cluster_logprob = head_logprob[:, self.shortlist + i]
            tail_logprob = F.log_softmax(self.tail[i](x), axis=1)
            out.append(tail_logprob + cluster_logprob.reshape((n, 1)))
        return F.concat(*out, dim=1)
