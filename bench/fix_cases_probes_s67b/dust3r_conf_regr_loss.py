"""DUSt3R's confidence-weighted regression loss (ConfLoss over Regr3D): both pointmaps normalised by their mean
distance to the origin (`norm_factor` of shape (B,) divided in with a plain `/` after `reshape((B, 1, 1))`),
the per-pixel euclidean error, the confidence `1 + exp(c)` flattened by `reshape((B, H * W))` from the unpacked
shape, and `conf * err - alpha * log(conf)` averaged."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3), (2, 4, 4, 3), (2, 4, 4)]


def normalize_pointcloud(pts, B, n):
    dist = pts.norm(axis=-1)
    norm_factor = dist.sum(axis=1) / n
    return pts / norm_factor.clip(1e-8, 1e8).reshape((B, 1, 1))


class Net(nn.HybridBlock):
    def __init__(self, alpha=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha

    def hybrid_forward(self, F, pred, gt, conf_raw):
        B, H, W, _ = pred.shape
        pr = normalize_pointcloud(pred.reshape((B, H * W, 3)), B, H * W)
        gt = normalize_pointcloud(gt.reshape((B, H * W, 3)), B, H * W)
        err = F.norm(pr - gt, axis=-1)
        conf = 1 + F.exp(conf_raw.reshape((B, H * W)))
        loss = conf * err - self.alpha * F.log(conf)
        return loss.mean()
