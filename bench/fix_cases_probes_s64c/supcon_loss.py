"""SupConLoss (Khosla et al.) on (B, n_views, D) features: labels compared as
`labels.reshape((-1, 1)) == labels.reshape((1, -1))` (plain `==` of (B, 1) and (1, B)), the views
unbound into a (n_views * B, D) contrast set by a list over `range(features.shape[1])`, logits
`dot / temperature` minus their row max (keepdims, plain `-`), the mask tiled `(anchor_count,
contrast_count)`, the self-contrast diagonal removed by `1 - eye(batch_size * anchor_count)`, the
mean log-probability over positives, averaged over anchors."""
from mxnet.gluon import nn


INPUTS = [(4, 2, 6), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, temperature=0.07, base_temperature=0.07, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.temperature = temperature
        self.base_temperature = base_temperature

    def hybrid_forward(self, F, features, labels):
        features = F.L2Normalization(features, mode='channel')
        batch_size = features.shape[0]
        labels = F.floor(labels * 2)
        mask = labels.reshape((-1, 1)) == labels.reshape((1, -1))

        contrast_count = features.shape[1]
        contrast_feature = F.concat(*[features[:, i] for i in range(contrast_count)], dim=0)
        anchor_feature = contrast_feature
        anchor_count = contrast_count

        anchor_dot_contrast = F.dot(anchor_feature, contrast_feature, transpose_b=True) / self.temperature
        logits_max = F.max(anchor_dot_contrast, axis=1, keepdims=True)
        logits = anchor_dot_contrast - logits_max

        mask = F.tile(mask, reps=(anchor_count, contrast_count))
        logits_mask = 1 - F.eye(batch_size * anchor_count)
        mask = mask * logits_mask

        exp_logits = F.exp(logits) * logits_mask
        log_prob = logits - F.log(exp_logits.sum(axis=1, keepdims=True))
        mean_log_prob_pos = (mask * log_prob).sum(axis=1) / mask.sum(axis=1)

        loss = -(self.temperature / self.base_temperature) * mean_log_prob_pos
        return loss.reshape((anchor_count, batch_size)).mean()
