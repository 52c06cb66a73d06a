"""A metric-learning NCA loss against class proxies (ProxyNCA, positives excluded): squared
distances to every proxy by a pairwise-distance helper, then the negatives of each sample taken
row by row in a python loop over `dist.shape[0]` -- `F.take(dist[i], negative_labels[i])` -- and
concatenated, a log-sum-exp helper over them.

Source: gachiemchiep/siamese-triplet-mxnet loss.py (ProxyNCALoss.hybrid_forward, log_sum_exp,
pairwise_distance) at 9c052205a6aed20dd7edafa2549f96afb676d675; adapted: the class named Net, 5
classes, no label smoothing; inputs: embeddings (4, 3), proxies (5, 3), labels (4,), negative
labels (4, 4) (random floats: `one_hot` and `take` read them as indices).
"""
from mxnet.gluon import loss


INPUTS = [(4, 3), (5, 3), (4,), (4, 4)]


def log_sum_exp(F, x, axis):
    """ numerically stable log(sum(exp(x))) implementation that prevents overflow"""
    m = F.max(x, axis=axis, keepdims=True)
    return m + F.log(F.sum(F.exp(F.broadcast_sub(x, m)), axis=axis, keepdims=True))


def pairwise_distance(F, feature, feature2=None, squared=False):
    """Computes the pairwise distance matrix with numerical stability."""
    if feature2 is None:
        pairwise_distances_squared = (F.broadcast_add(F.sum(feature.square(), axis=1, keepdims=True),
                                                      F.sum(feature.transpose().square(), axis=[0],
                                                            keepdims=True))) - 2.0 * F.dot(
            feature, feature.transpose())
    else:
        pairwise_distances_squared = (F.broadcast_add(F.sum(feature.square(), axis=1, keepdims=True),
                                                      F.sum(feature2.transpose().square(), axis=0,
                                                            keepdims=True))) - 2.0 * F.dot(
            feature, feature2.transpose())

    # Deal with numerical inaccuracies. Set small negatives to zero.
    pairwise_distances_squared = F.maximum(pairwise_distances_squared, 0.0)
    # Get the mask where the zero distances are at.
    error_mask = pairwise_distances_squared <= 0.0

    # Optionally take the sqrt.
    if squared:
        pairwise_distances = pairwise_distances_squared
    else:
        pairwise_distances = F.sqrt(pairwise_distances_squared + error_mask * 1e-16)

    # Undo conditionally adding 1e-16.
    pairwise_distances = pairwise_distances * F.logical_not(error_mask)

    # Explicitly set diagonals to zero.
    if feature2 is None:
        mask_offdiagonals = F.ones_like(pairwise_distances) - F.diag(F.diag(F.ones_like(pairwise_distances)))
        pairwise_distances = pairwise_distances * mask_offdiagonals
    return pairwise_distances


class Net(loss.Loss):
    def __init__(self, num_classes=5, exclude_positives=True, label_smooth=0, multiplier=1, temperature=1, weight=None, batch_axis=0,
                 **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._num_classes = num_classes
        self._exclude_positives = exclude_positives
        self._label_smooth = label_smooth
        self._multiplier = multiplier
        self._sigma = temperature

    def hybrid_forward(self, F, pred, proxies, labels, negative_labels):
        pred = pred * self._multiplier
        dist = pairwise_distance(F, pred, proxies * self._multiplier, squared=True)  # B x Nc
        dist = dist / self._sigma  # add temperature

        labels_onehot = F.one_hot(labels, self._num_classes)  # BxNc

        if self._label_smooth > 0:
            # Apply label smoothing
            labels_onehot_pos = (labels_onehot * (1 - self._label_smooth))
            labels_onehot_neg = ((1 - labels_onehot) * (self._label_smooth / (self._num_classes - 1)))
            labels = labels_onehot_pos + labels_onehot_neg
        else:
            labels = labels_onehot

        if self._exclude_positives:
            # This is NCA (excluding positive term)
            negs = []
            for i in range(dist.shape[0]):
                negs.append(F.take(dist[i], negative_labels[i]).expand_dims(0))
            n_dist = F.concat(*negs, dim=0)

            loss = -dist - F.broadcast_like(log_sum_exp(F, -n_dist, axis=1), dist)
            loss = (-labels * loss)

            loss = F.mean(F.sum(loss, axis=-1, keepdims=True), axis=0, exclude=True)
        else:
            loss = F.sum(-labels * F.log_softmax(dist, axis=-1), -1)

        return loss
