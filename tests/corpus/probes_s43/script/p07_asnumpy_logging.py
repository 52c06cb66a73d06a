"""Activation statistics logged from the forward with `.asnumpy()`."""
import logging

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        h = F.relu(self.fc(x))
        logging.debug("dead units: %.3f", (h.asnumpy() == 0).mean())
        return h
