"""TabNet step logging the batch it processes with `logging.debug("...", x.shape)` inside `hybrid_forward`."""
import logging

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class LoggedStep(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(LoggedStep, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(num_features, in_units=num_features)

    def hybrid_forward(self, F, x):
        logging.debug("attentive step on a batch of shape %s", x.shape)
        mask = F.softmax(self.fc(x), axis=-1)
        return mask * x


Net = LoggedStep
