"""A script's debugging `print` of the input and of python attributes inside hybrid_forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.verbose = False
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=5)

    def hybrid_forward(self, F, x):
        print("forward of", self.name, "with", type(x).__name__)
        if self.verbose:
            print(x)
        return self.fc(x)
