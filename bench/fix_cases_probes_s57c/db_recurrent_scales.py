"""SRN-DeblurNet's scale recurrence: one shared network over three scales, `h, w = x.shape[2:]`, each scale's input resized to `h // s, w // s` and the previous prediction resized up to it, predictions kept in a list."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, levels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.levels = levels
        with self.name_scope():
            self.body = nn.Conv2D(3, 3, padding=1, in_channels=6)

    def hybrid_forward(self, F, x):
        h, w = x.shape[2:]
        preds = []
        pred = None
        for i in range(self.levels):
            s = 2 ** (self.levels - 1 - i)
            inp = F.contrib.BilinearResize2D(x, height=h // s, width=w // s)
            if pred is None:
                prev = inp
            else:
                prev = F.contrib.BilinearResize2D(pred, height=h // s, width=w // s)
            pred = inp + self.body(F.concat(inp, prev, dim=1))
            preds.append(pred)
        return preds
