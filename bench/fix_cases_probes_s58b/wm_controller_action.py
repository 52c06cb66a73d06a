"""The controller (the "C" of World Models, CarRacing): a linear map of the latent and the RNN's hidden state squashed by tanh, then the gas action moved from [-1, 1] to [0, 1] and the brake clipped by item assignment into the action array (`action[:, 1] = (action[:, 1] + 1) / 2`)."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=10)

    def hybrid_forward(self, F, z, h):
        action = F.tanh(self.fc(F.concat(z, h, dim=1)))
        action[:, 1] = (action[:, 1] + 1) / 2
        action[:, 2] = F.clip(action[:, 2], 0, 1)
        return action
