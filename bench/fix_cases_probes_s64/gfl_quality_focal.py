"""GFL's quality focal loss: classification logits (N, C), labels in 0..C with C the background (decoded
from the input), IoU soft targets in [0, 1]; negatives by BCE against zeros scaled by `sigmoid ** beta`,
positives by BCE against the IoU (a `bce_with_logits` helper whose `x * y` meets a (N, 1) target) scaled
by `|score - sigmoid| ** beta` (a plain `-` of (N, 1) and (N, C)), merged by the one-hot of the label,
divided by the positive count `max(float((label < C).sum().asscalar()), 1.0)`."""
from mxnet.gluon import nn


INPUTS = [(6, 5), (6,), (6,)]


def bce_with_logits(F, x, y):
    return F.relu(x) - x * y + F.log(1 + F.exp(-F.abs(x)))


class Net(nn.HybridBlock):
    def __init__(self, beta=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.beta = beta

    def hybrid_forward(self, F, pred, label_code, score_code):
        num_classes = pred.shape[1]
        label = F.floor((label_code + 1) * 0.5 * num_classes + 0.5)
        score = ((score_code + 1) * 0.5).expand_dims(1)
        pred_sigmoid = F.sigmoid(pred)
        neg_loss = bce_with_logits(F, pred, F.zeros_like(pred)) * F.power(pred_sigmoid, self.beta)
        scale_factor = score - pred_sigmoid
        pos_loss = bce_with_logits(F, pred, score) * F.power(F.abs(scale_factor), self.beta)
        onehot = F.one_hot(label, num_classes)
        loss = F.where(onehot, pos_loss, neg_loss)
        num_pos = max(float((label < num_classes).sum().asscalar()), 1.0)
        return loss.sum(axis=1) / num_pos
