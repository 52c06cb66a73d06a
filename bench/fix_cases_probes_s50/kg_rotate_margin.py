"""RotatE with negative tails: relation phases rotate the head, negatives regrouped per positive, margin loss plus an L2 term."""
import math

from mxnet.gluon import nn


INPUTS = [(3, 6), (3, 3), (3, 6), (6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, margin=2.0, emb_range=1.5, reg=0.01, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._margin = margin
        self._scale = emb_range / math.pi
        self._reg = reg

    def _distance(self, F, re_s, im_s, tail):
        d = tail.shape[-1] // 2
        re_t, im_t = tail[..., :d], tail[..., d:]
        return F.sum(F.sqrt(F.square(re_s - re_t) + F.square(im_s - im_t) + 1e-9), axis=-1)

    def hybrid_forward(self, F, head, rel, tail, neg_tail):
        d = head.shape[-1] // 2
        re_h, im_h = head[..., :d], head[..., d:]
        phase = rel / self._scale
        re_r, im_r = F.cos(phase), F.sin(phase)
        re_s = re_h * re_r - im_h * im_r
        im_s = re_h * im_r + im_h * re_r
        pos = self._distance(F, re_s, im_s, tail)
        neg = neg_tail.reshape((head.shape[0], -1, head.shape[1]))
        neg_dist = self._distance(F, re_s.expand_dims(1), im_s.expand_dims(1), neg)
        loss = F.relu(self._margin + pos.expand_dims(1) - neg_dist).mean(axis=1)
        loss += self._reg * F.sum(F.square(head), axis=1)
        return loss
