"""A perturbed RNN ("neural system") stabilised by a second RNN (the controller): per time step
the controller reads the neural system's hidden state, and its output is added to that state
before the neural system's next step.  The steps are a python loop over the input's rows, `for
neuralsystem_input in x:` (each row given back its time axis by `F.expand_dims` under `if F is
mx.ndarray:`).  Hybridized, iterating a Symbol yields the Symbol itself once, so the whole sequence
goes through the neural system in one call with the controller applied once: the outputs differ.

Source: rbodo/neural_control @ 0eb86fe742, src/control_systems_mxnet.py (RnnModel,
ControlledNeuralSystem), unchanged but for the class name and a constructor that builds the two
RnnModels the way examples/linear_rnn_lqr.py does (tanh RNN layers, one layer each; 4 neural-system
states where the examples have 50, a controller of 3 states, 2 inputs and 2 outputs, batch 2, CPU).
Input: a sequence of 3 steps, (time, batch, inputs) = (3, 2, 2).
"""
import mxnet as mx

INPUTS = [(3, 2, 2)]


class RnnModel(mx.gluon.HybridBlock):
    """Multi-layer Elman RNN with fully-connected decoder."""
    def __init__(self, num_hidden=1, num_layers=1, num_outputs=1, num_inputs=1,
                 activation_rnn=None, activation_decoder=None, **kwargs):

        super().__init__(**kwargs)

        self.num_inputs = num_inputs
        self.num_hidden = num_hidden
        self.num_layers = num_layers
        self.num_outputs = num_outputs

        with self.name_scope():
            if self.num_layers == 1 and activation_rnn == 'linear':
                self.rnn = mx.gluon.rnn.RNNCell(num_hidden,
                                                mx.gluon.nn.LeakyReLU(1),
                                                input_size=num_inputs)
            else:
                self.rnn = mx.gluon.rnn.RNN(
                    num_hidden, num_layers, activation_rnn,
                    input_size=num_inputs, prefix='rnn_')
            self.decoder = mx.gluon.nn.Dense(
                num_outputs, activation=activation_decoder,
                in_units=num_hidden, flatten=False, prefix='decoder_')

    # noinspection PyUnusedLocal
    def hybrid_forward(self, F, x, *args):
        output, hidden = self.rnn(x, args[0])
        decoded = self.decoder(output)
        return decoded, hidden


class Net(mx.gluon.HybridBlock):
    """Perturbed neural system stabilized by an RNN controller."""
    def __init__(self, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        neuralsystem = RnnModel(4, 1, 2, 2, 'tanh', None, prefix='neuralsystem_')
        controller = RnnModel(3, 1, 4, 4, 'tanh', None, prefix='controller_')
        self.neuralsystem = neuralsystem
        self.controller = controller
        self.context = mx.cpu()
        self.batch_size = batch_size
        self._weight_hashes = None

    def hybrid_forward(self, F, x, **kwargs):
        neuralsystem_states, controller_states = self.begin_state(F)
        neuralsystem_outputs = []
        for neuralsystem_input in x:
            if F is mx.ndarray:
                neuralsystem_input = F.expand_dims(neuralsystem_input, 0)
            controller_output, controller_states = self.controller(
                neuralsystem_states[0], controller_states)
            neuralsystem_output, neuralsystem_states = self.neuralsystem(
                neuralsystem_input,
                [neuralsystem_states[0] + controller_output])
            neuralsystem_outputs.append(neuralsystem_output)
        return F.concat(*neuralsystem_outputs, dim=0)

    def begin_state(self, F):
        kwargs = {'batch_size': self.batch_size, 'func': F.zeros,
                  'ctx': self.context}
        return (self.neuralsystem.rnn.begin_state(**kwargs),
                self.controller.rnn.begin_state(**kwargs))
