"""Cross-entropy to class proxies of a metric-learning code base: `ProxyXentropyLoss.hybrid_forward(self,
F, x, proxies, labels, sample_weight=None)` scores each embedding against every proxy (`batch_dot`
with the proxies broadcast over the batch), takes a label-smoothed cross-entropy per sample, (B,),
and with `reguralization_constant > 0` adds `self._reguralization_constant * F.sum(v * (1 -
F.dot(proxies, F.transpose(proxies))))`, a (1,) sum -- NDArray's `+` broadcasts it over the batch,
Symbol's does not. Eagerly it runs; hybridized the sum fails in shape inference (`_plus`).

Source: a public MXNet metric-learning code base's losses (find_string id 38673838721, "second file
of round 23's repository"; read by an analyzer held-out round, tests/corpus/HELDOUT.md, "metric
losses"; in no fix set), `ProxyXentropyLoss` as written; the other twelve losses and their helpers
left out. Net: 4 classes, label smoothing 0.1, regularization 0.1, K = 1. Inputs: embeddings (3, 5),
proxies (4, 5), labels (3,) (real values in (-1, 1): `one_hot` truncates them to class 0).
"""
from mxnet.gluon import loss

INPUTS = [(3, 5), (4, 5), (3,)]


class ProxyXentropyLoss(loss.Loss):
    def __init__(self, num_classes, label_smooth=0, temperature=0.05, weight=None, batch_axis=0, K=1,
                 reguralization_constant=0., **kwargs):
        super(ProxyXentropyLoss, self).__init__(weight, batch_axis, **kwargs)
        self._num_classes = num_classes
        self._sigma = temperature
        self._label_smooth = label_smooth
        self._K = K
        self._reguralization_constant = reguralization_constant

    def hybrid_forward(self, F, x, proxies, labels, sample_weight=None):
        """
        :param F:
        :param x: BxE
        :param proxies: CxE
        :param negative_labels: B x (C-1) x E
        :return:
        """
        dist = 1 - F.batch_dot(x.expand_dims(1),  # Bx1xE
                               F.broadcast_like(proxies.expand_dims(0), x, lhs_axes=0, rhs_axes=0).transpose((0, 2, 1))
                               # BxExC
                               ).squeeze()  # B x 1 x C

        dist = dist / self._sigma  # add temperature

        labels_onehot = F.one_hot(labels, self._num_classes)  # BxNc
        labels_onehot = F.repeat(labels_onehot, repeats=self._K, axis=1)

        if self._label_smooth > 0:
            # Apply label smoothing
            labels_onehot_pos = (labels_onehot * (1 - self._label_smooth))
            labels_onehot_neg = ((1 - labels_onehot) * (self._label_smooth / (self._num_classes - 1)))
            labels = labels_onehot_pos + labels_onehot_neg
        else:
            labels = labels_onehot

        loss = F.sum(-labels * F.log_softmax(dist, axis=-1), -1)
        if self._reguralization_constant > 0:
            v = F.repeat(F.one_hot(F.arange(0, self._num_classes, repeat=self._K), self._num_classes),
                         repeats=self._K, axis=1)

            loss = loss + self._reguralization_constant * F.sum(v * (1 - F.dot(proxies, F.transpose(proxies))))
        return loss


class Net(ProxyXentropyLoss):
    def __init__(self):
        super(Net, self).__init__(4, label_smooth=0.1, reguralization_constant=0.1)
