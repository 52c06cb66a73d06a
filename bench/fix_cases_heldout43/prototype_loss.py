"""Prototypical-network loss of a metric-learning code base: `PrototypeLoss.hybrid_forward(self, F,
supports, queries, sample_weight=None)` averages the supports of each class into prototypes and
forms the squared distances `square_queries + square_prototypes.transpose() - 2.0 * F.dot(queries,
prototypes.transpose())`, an (Nc*Nq, 1) column plus a (1, Nc) row -- NDArray's `+` broadcasts them to
(Nc*Nq, Nc), Symbol's does not -- then a log-softmax picked at `F.repeat(F.arange(self.nc),
self.nq)`. Eagerly it runs; hybridized the sum fails in shape inference (`_plus`).

Source: a public MXNet metric-learning code base's losses (find_string id 38673838721, the file of
`proxy_xentropy_loss.py` in this set; read by an analyzer held-out round, tests/corpus/HELDOUT.md,
"metric losses"; in no fix set), `PrototypeLoss` as written with the `_apply_weighting` it imports
from `mxnet.gluon.loss`; the other losses left out. Net: 3 classes, 2 supports and 2 queries each.
Inputs: supports (6, 4), queries (6, 4).
"""
from mxnet.gluon import loss
from mxnet.gluon.loss import _apply_weighting

INPUTS = [(6, 4), (6, 4)]


class PrototypeLoss(loss.Loss):
    def __init__(self, nc, ns, nq, axis=-1, weight=None, batch_axis=0, **kwargs):
        super(PrototypeLoss, self).__init__(weight, batch_axis, **kwargs)
        self.nc = nc
        self.ns = ns
        self.nq = nq
        self.axis = axis

    def hybrid_forward(self, F, supports, queries, sample_weight=None):
        """
        Computes prototypical loss
        :param F:
        :param supports:  <Nc*Ns x E>
        :param queries:   <Nc*Nq x E>
        :return:
        """
        supports = F.reshape(supports, (self.nc, self.ns, -1))  # <Nc x Ns x E>
        prototypes = F.mean(supports, axis=1)  # <Nc x E>

        # Compute distance between queries and prototypes
        square_queries = queries.square().sum(axis=1, keepdims=True)
        square_prototypes = prototypes.square().sum(axis=1,
                                                    keepdims=True)  # <Nc*Ns x 1>
        pairwise_distance_square = square_queries + square_prototypes.transpose() - 2.0 * (
            F.dot(queries, prototypes.transpose()))  # <Nc*Nq x Nc>

        # We construct the labels based on sampled clusters
        labels = F.repeat(F.arange(self.nc), self.nq)

        pred = F.log_softmax(-pairwise_distance_square, self.axis)
        loss = -F.pick(pred, labels, axis=self.axis, keepdims=True)

        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return F.mean(loss, axis=self._batch_axis, exclude=True)


class Net(PrototypeLoss):
    def __init__(self):
        super(Net, self).__init__(3, 2, 2)
